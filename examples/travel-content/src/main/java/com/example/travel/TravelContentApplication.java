package com.example.travel;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

/** Travel-content example service: the workload perf-gate's bundled scenarios exercise. */
@SpringBootApplication
@ConfigurationPropertiesScan
public class TravelContentApplication {

  public static void main(String[] args) {
    SpringApplication.run(TravelContentApplication.class, args);
  }
}
