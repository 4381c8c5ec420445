package com.example.travel.member;

import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface MemberRepository extends JpaRepository<Member, Long> {

  @Query("select m.id from Member m where m.deviceFid = :deviceFid")
  Optional<Long> findIdByDeviceFid(@Param("deviceFid") String deviceFid);

  Optional<Member> findByEmail(String email);
}
