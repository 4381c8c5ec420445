package org.fieldnotes;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.time.LocalDate;

@Entity
public class Note {

    @Id
    private Long id;

    private String title;

    private String tag;

    private String body;

    @Column(name = "written_on")
    private LocalDate writtenOn;

    protected Note() {}

    public Long getId() {
        return id;
    }

    public String getTitle() {
        return title;
    }

    public String getTag() {
        return tag;
    }

    public String getBody() {
        return body;
    }

    public LocalDate getWrittenOn() {
        return writtenOn;
    }
}
