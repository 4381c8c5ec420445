package org.fieldnotes;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface NoteRepository extends JpaRepository<Note, Long> {

    List<Note> findTop20ByTagOrderByWrittenOnDescIdDesc(String tag);

    @Query("select new org.fieldnotes.TagCount(n.tag, count(n)) from Note n group by n.tag order by n.tag")
    List<TagCount> countByTag();
}
