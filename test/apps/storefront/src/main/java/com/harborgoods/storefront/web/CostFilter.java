package com.harborgoods.storefront.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/** Spends {@code storefront.cost.all} SHA-256 rounds of CPU on every /api request. */
@Component
public class CostFilter extends OncePerRequestFilter {

    private static final int BLOCK = 1024;

    private final int rounds;
    private volatile byte sink;

    public CostFilter(CostProperties cost) {
        this.rounds = cost.all();
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return rounds == 0 || !request.getServletPath().startsWith("/api/");
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        sink = burn(rounds);
        chain.doFilter(request, response);
    }

    /** Hashes a 1 KiB buffer {@code rounds} times, folding each digest back into it. */
    static byte burn(int rounds) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        byte[] block = new byte[BLOCK];
        for (int i = 0; i < rounds; i++) {
            sha.update(block);
            byte[] digest = sha.digest();
            System.arraycopy(digest, 0, block, (i * digest.length) % BLOCK, digest.length);
        }
        return block[0];
    }
}
