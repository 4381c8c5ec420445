package com.example.travel.member;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A user of the app, identified by a device id on reads and by email + password at login. */
@Entity
@Table(name = "member")
public class Member {

  @Id private Long id;

  @Column(name = "device_fid", nullable = false, length = 64, unique = true)
  private String deviceFid;

  @Column(nullable = false, length = 100, unique = true)
  private String email;

  @Column(name = "password_hash", nullable = false, length = 60)
  private String passwordHash;

  @Column(nullable = false, length = 50)
  private String nickname;

  protected Member() {}

  public Long getId() {
    return id;
  }

  public String getDeviceFid() {
    return deviceFid;
  }

  public String getEmail() {
    return email;
  }

  public String getPasswordHash() {
    return passwordHash;
  }

  public String getNickname() {
    return nickname;
  }
}
