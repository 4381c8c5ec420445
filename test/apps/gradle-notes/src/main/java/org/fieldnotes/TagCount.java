package org.fieldnotes;

/** One tag and how many notes carry it (GET /api/tags). */
public record TagCount(String tag, Long notes) {}
