package org.fieldnotes;

import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api")
public class NoteController {

    private final NoteRepository notes;

    public NoteController(NoteRepository notes) {
        this.notes = notes;
    }

    @GetMapping("/notes/{id}")
    public Note note(@PathVariable long id) {
        return notes.findById(id)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no note " + id));
    }

    /** The 20 newest notes with a tag. */
    @GetMapping("/notes")
    public List<Note> byTag(@RequestParam String tag) {
        return notes.findTop20ByTagOrderByWrittenOnDescIdDesc(tag);
    }

    @GetMapping("/tags")
    public List<TagCount> tags() {
        return notes.countByTag();
    }
}
