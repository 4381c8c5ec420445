package org.citylib.lending;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties("library")
public record LendingProperties(int loanDays) {}
