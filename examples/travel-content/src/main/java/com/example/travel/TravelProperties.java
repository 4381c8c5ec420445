package com.example.travel;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings under {@code travel.*}.
 *
 * @param regression deliberate slow-downs used to check that a performance gate notices them
 * @param auth token settings for {@code POST /auth/login}
 */
@ConfigurationProperties("travel")
public record TravelProperties(@DefaultValue Regression regression, @DefaultValue Auth auth) {

  /**
   * @param nPlusOne load each place's category with its own query on {@code GET
   *     /contents/{id}/places} instead of one fetch join
   * @param cpuCost extra CPU work per {@code /contents} request, in work units of 1,000 rounds of a
   *     64-bit mixing function (3-10 microseconds each on the project's runner, depending on its
   *     load); 0 = none. A known, tunable slow-down: a PR that raises it is a latency regression of
   *     a chosen size
   * @param allocationKib extra bytes allocated per {@code /contents} request, in KiB; 0 = none. A
   *     PR that raises it allocates more per request at nearly the same CPU
   */
  public record Regression(
      @DefaultValue("false") boolean nPlusOne,
      @DefaultValue("0") int cpuCost,
      @DefaultValue("0") int allocationKib) {}

  /**
   * @param tokenSecret HMAC key for issued tokens; the default is for local runs only
   * @param tokenTtl how long an issued token is valid
   */
  public record Auth(
      @DefaultValue("local-development-secret-change-me") String tokenSecret,
      @DefaultValue("2h") Duration tokenTtl) {}
}
