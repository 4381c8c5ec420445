package com.example.travel;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The CPU-cost regression switch ({@code travel.regression.cpu-cost}): burns a fixed amount of CPU
 * on every {@code /contents} request before it is served, so a gate can be shown a latency
 * regression of a known size. The work is a deterministic computation (rounds of the SplitMix64
 * finaliser), not a sleep: it costs CPU like real code does, queues behind other requests on a busy
 * machine, and its result is published so the JIT cannot drop it. Actuator requests are left alone.
 */
@Component
public class CpuCostFilter extends OncePerRequestFilter {

  /** Rounds of the mixing function per work unit. */
  static final int ROUNDS_PER_UNIT = 1_000;

  private final long rounds;

  /** Read by nobody; written so the computation has an observable result. */
  @SuppressWarnings("unused")
  private volatile long sink;

  public CpuCostFilter(TravelProperties properties) {
    this.rounds = (long) Math.max(0, properties.regression().cpuCost()) * ROUNDS_PER_UNIT;
  }

  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    return rounds == 0 || !request.getRequestURI().startsWith("/contents");
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    sink = burn(rounds, request.getRequestURI().hashCode());
    chain.doFilter(request, response);
  }

  /** {@code rounds} rounds of SplitMix64's finaliser, each depending on the one before. */
  static long burn(long rounds, long seed) {
    long z = seed;
    for (long i = 0; i < rounds; i++) {
      z += 0x9E3779B97F4A7C15L;
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      z ^= z >>> 31;
    }
    return z;
  }
}
