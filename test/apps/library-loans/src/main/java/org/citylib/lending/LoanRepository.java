package org.citylib.lending;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface LoanRepository extends JpaRepository<Loan, Long> {

    @Query("select l from Loan l join fetch l.book where l.member.id = :memberId and l.returnedOn is null order by l.dueOn")
    List<Loan> findOpenLoans(long memberId);
}
