package com.example.travel.auth;

import com.example.travel.TravelProperties;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Clock;
import java.time.Instant;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.stereotype.Component;

/**
 * Issues signed bearer tokens ({@code memberId.expiresAtEpochSecond.signature}, HMAC-SHA256).
 * Hand-written rather than a JWT library: the example needs only issuing, and the JDK's Mac does it.
 */
@Component
public class TokenService {

  private static final Base64.Encoder BASE64URL = Base64.getUrlEncoder().withoutPadding();

  private final TravelProperties.Auth settings;
  private final Clock clock;
  private final SecretKeySpec key;

  public TokenService(TravelProperties properties) {
    this.settings = properties.auth();
    this.clock = Clock.systemUTC();
    this.key =
        new SecretKeySpec(settings.tokenSecret().getBytes(StandardCharsets.UTF_8), "HmacSHA256");
  }

  /** A token for the member, valid for {@code travel.auth.token-ttl}. */
  public IssuedToken issue(long memberId) {
    Instant expiresAt = clock.instant().plus(settings.tokenTtl());
    String payload = memberId + "." + expiresAt.getEpochSecond();
    return new IssuedToken(payload + "." + sign(payload), expiresAt);
  }

  private String sign(String payload) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(key);
      return BASE64URL.encodeToString(mac.doFinal(payload.getBytes(StandardCharsets.UTF_8)));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is unavailable in this JRE", e);
    }
  }

  public record IssuedToken(String value, Instant expiresAt) {}
}
