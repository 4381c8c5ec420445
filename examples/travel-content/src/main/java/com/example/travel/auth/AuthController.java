package com.example.travel.auth;

import com.example.travel.member.Member;
import com.example.travel.member.MemberRepository;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import java.time.Instant;
import java.util.Optional;
import org.springframework.http.HttpStatus;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/auth")
public class AuthController {

  // Verifying against this when the email is unknown keeps the response time the same as for a
  // wrong password (no account enumeration by timing). It is the hash of a random string.
  private static final String UNKNOWN_MEMBER_HASH =
      "$2a$10$s3L6eVtOFX44fyIJ/XLvFOt4RIUrvUIR6limjmnFaF0y6Id8709aC";

  private final MemberRepository members;
  private final TokenService tokens;
  private final BCryptPasswordEncoder passwords = new BCryptPasswordEncoder();

  public AuthController(MemberRepository members, TokenService tokens) {
    this.members = members;
    this.tokens = tokens;
  }

  /**
   * Verifies the password with BCrypt (cost 10, tens of milliseconds of CPU by design) outside any
   * transaction, so a login holds a pool connection only for the member lookup.
   */
  @PostMapping("/login")
  public LoginResponse login(@Valid @RequestBody LoginRequest request) {
    Optional<Member> member = members.findByEmail(request.email());
    String hash = member.map(Member::getPasswordHash).orElse(UNKNOWN_MEMBER_HASH);
    boolean matches = passwords.matches(request.password(), hash);
    if (member.isEmpty() || !matches) {
      throw new ResponseStatusException(HttpStatus.UNAUTHORIZED, "wrong email or password");
    }
    TokenService.IssuedToken token = tokens.issue(member.get().getId());
    return new LoginResponse(
        token.value(), "Bearer", token.expiresAt(), member.get().getId(), member.get().getNickname());
  }

  public record LoginRequest(@NotBlank String email, @NotBlank String password) {}

  public record LoginResponse(
      String token, String tokenType, Instant expiresAt, long memberId, String nickname) {}
}
