package org.notes21.notes;

import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/v1")
public class NoteController {

    private final NoteStore store;

    public NoteController(NoteStore store) {
        this.store = store;
    }

    @GetMapping("/notes/{id}")
    public Note note(@PathVariable long id) {
        return store.find(id).orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND));
    }

    @GetMapping("/authors/{author}/notes")
    public List<Note.Summary> byAuthor(@PathVariable String author, @RequestParam(defaultValue = "20") int limit) {
        return store.byAuthor(author, Math.clamp(limit, 1, 100));
    }

    @GetMapping("/tags/{tag}/notes")
    public List<Note.Summary> byTag(@PathVariable String tag) {
        return store.byTag(tag, 20);
    }

    public record Created(long id) {}

    @PostMapping("/notes")
    @ResponseStatus(HttpStatus.CREATED)
    public Created create(@RequestBody Note.Draft draft) {
        if (draft.title() == null || draft.title().isBlank()) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "title is required");
        }
        var tags = draft.tags() == null ? List.<String>of() : draft.tags();
        return new Created(store.create(new Note.Draft(draft.author(), draft.title(), draft.body(), tags)));
    }
}
