package org.notes21.notes;

import java.sql.Timestamp;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

@Repository
public class NoteStore {

    private final JdbcClient jdbc;

    public NoteStore(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @Transactional(readOnly = true)
    public Optional<Note> find(long id) {
        List<String> tags = jdbc.sql("SELECT tag FROM note_tag WHERE note_id = ? ORDER BY tag")
                .param(id)
                .query(String.class)
                .list();
        return jdbc.sql("SELECT id, author, title, body, created_at FROM note WHERE id = ?")
                .param(id)
                .query((rs, row) -> new Note(
                        rs.getLong("id"),
                        rs.getString("author"),
                        rs.getString("title"),
                        rs.getString("body"),
                        rs.getTimestamp("created_at").toInstant(),
                        tags))
                .optional();
    }

    public List<Note.Summary> byAuthor(String author, int limit) {
        return jdbc.sql("SELECT id, title FROM note WHERE author = ? ORDER BY created_at DESC, id DESC LIMIT ?")
                .params(author, limit)
                .query((rs, row) -> new Note.Summary(rs.getLong("id"), rs.getString("title")))
                .list();
    }

    public List<Note.Summary> byTag(String tag, int limit) {
        return jdbc.sql("""
                        SELECT n.id, n.title FROM note n JOIN note_tag t ON t.note_id = n.id
                        WHERE t.tag = ? ORDER BY n.id DESC LIMIT ?""")
                .params(tag, limit)
                .query((rs, row) -> new Note.Summary(rs.getLong("id"), rs.getString("title")))
                .list();
    }

    @Transactional
    public long create(Note.Draft draft) {
        var keys = new GeneratedKeyHolder();
        jdbc.sql("INSERT INTO note (author, title, body, created_at) VALUES (?, ?, ?, ?)")
                .params(draft.author(), draft.title(), draft.body(), Timestamp.from(java.time.Instant.now()))
                .update(keys);
        long id = keys.getKey().longValue();
        for (String tag : draft.tags()) {
            jdbc.sql("INSERT IGNORE INTO note_tag (note_id, tag) VALUES (?, ?)").params(id, tag).update();
        }
        return id;
    }
}
