package org.citylib.catalog;

public record BookView(long id, String isbn, String title, String author, int publishedYear, int copies) {

    public static BookView of(Book book) {
        return new BookView(book.getId(), book.getIsbn(), book.getTitle(), book.getAuthor().getName(),
                book.getPublishedYear(), book.getCopies());
    }
}
