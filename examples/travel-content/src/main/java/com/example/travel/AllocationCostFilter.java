package com.example.travel;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The allocation regression switch ({@code travel.regression.allocation-kib}): allocates a fixed
 * number of KiB on every {@code /contents} request before it is served, so a gate can be shown a
 * known change in the bytes a request allocates with next to no change in its CPU. The block is
 * published to a field, so the JIT's escape analysis cannot remove it. Actuator requests are left
 * alone.
 */
@Component
public class AllocationCostFilter extends OncePerRequestFilter {

  private final int bytes;

  /** Read by nobody; written so the block escapes the request. */
  @SuppressWarnings("unused")
  private volatile byte[] sink;

  public AllocationCostFilter(TravelProperties properties) {
    this.bytes = Math.max(0, properties.regression().allocationKib()) * 1024;
  }

  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    return bytes == 0 || !request.getRequestURI().startsWith("/contents");
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    byte[] block = new byte[bytes];
    block[bytes - 1] = (byte) request.getRequestURI().hashCode();
    sink = block;
    chain.doFilter(request, response);
  }
}
