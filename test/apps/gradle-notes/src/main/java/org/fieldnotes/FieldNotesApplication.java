package org.fieldnotes;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class FieldNotesApplication {

    public static void main(String[] args) {
        SpringApplication.run(FieldNotesApplication.class, args);
    }
}
