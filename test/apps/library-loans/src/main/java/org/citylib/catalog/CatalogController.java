package org.citylib.catalog;

import java.util.List;
import org.springframework.data.domain.PageRequest;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api")
public class CatalogController {

    public record TitleView(long id, String title, int publishedYear) {}

    private final BookRepository books;

    public CatalogController(BookRepository books) {
        this.books = books;
    }

    @GetMapping("/books/{id}")
    public BookView book(@PathVariable long id) {
        return books.findWithAuthor(id)
                .map(BookView::of)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no book " + id));
    }

    @GetMapping("/authors/{id}/books")
    public List<TitleView> byAuthor(@PathVariable long id, @RequestParam(defaultValue = "20") int size) {
        return books.findByAuthorIdOrderByTitle(id, PageRequest.of(0, Math.min(size, 100))).stream()
                .map(b -> new TitleView(b.getId(), b.getTitle(), b.getPublishedYear()))
                .toList();
    }
}
