package org.notes21;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class Notes21Application {

    public static void main(String[] args) {
        SpringApplication.run(Notes21Application.class, args);
    }
}
