package org.notes21.notes;

import java.time.Instant;
import java.util.List;

public record Note(long id, String author, String title, String body, Instant createdAt, List<String> tags) {

    public record Draft(String author, String title, String body, List<String> tags) {}

    public record Summary(long id, String title) {}
}
