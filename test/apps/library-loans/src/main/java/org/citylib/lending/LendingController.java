package org.citylib.lending;

import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import org.citylib.catalog.Book;
import org.citylib.catalog.BookRepository;
import org.springframework.http.HttpStatus;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api")
public class LendingController {

    public record LoanRequest(long memberId, long bookId) {}

    public record LoanView(long id, long bookId, String title, LocalDate dueOn) {

        static LoanView of(Loan loan) {
            return new LoanView(loan.getId(), loan.getBook().getId(), loan.getBook().getTitle(), loan.getDueOn());
        }
    }

    private final LoanRepository loans;
    private final MemberRepository members;
    private final BookRepository books;
    private final LendingProperties properties;
    private final Clock clock = Clock.systemUTC();

    public LendingController(LoanRepository loans, MemberRepository members, BookRepository books,
            LendingProperties properties) {
        this.loans = loans;
        this.members = members;
        this.books = books;
        this.properties = properties;
    }

    @GetMapping("/members/{id}/loans")
    public List<LoanView> openLoans(@PathVariable long id) {
        return loans.findOpenLoans(id).stream().map(LoanView::of).toList();
    }

    @PostMapping("/loans")
    @ResponseStatus(HttpStatus.CREATED)
    @Transactional
    public LoanView borrow(@RequestBody LoanRequest request) {
        Member member = members.findById(request.memberId())
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.BAD_REQUEST, "no member " + request.memberId()));
        Book book = books.findById(request.bookId())
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.BAD_REQUEST, "no book " + request.bookId()));
        LocalDate today = LocalDate.now(clock);
        Loan loan = loans.save(new Loan(book, member, today, today.plusDays(properties.loanDays())));
        return LoanView.of(loan);
    }
}
