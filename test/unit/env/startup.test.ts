import { describe, expect, it } from 'vitest';
import { lostItsPort, parseSpringStartup, startupFailureSummary } from '../../../src/env/app.js';
import { ConfigError, EnvironmentError } from '../../../src/errors.js';

describe('why an app failed to start', () => {
  it("keeps Spring Boot's failure analysis without its banner of asterisks", () => {
    const lines = [
      '2026-11-22T03:50:36.627Z  INFO 1 --- [main] ConditionEvaluationReportLogger :',
      '***************************',
      'APPLICATION FAILED TO START',
      '***************************',
      '',
      'Description:',
      "Failed to bind properties under 'server.tomcat.threads.max' to int:",
      'Action:',
      "Update your application's configuration",
    ];
    expect(startupFailureSummary(lines)).toBe(
      [
        'APPLICATION FAILED TO START',
        'Description:',
        "Failed to bind properties under 'server.tomcat.threads.max' to int:",
        'Action:',
        "Update your application's configuration",
      ].join('\n'),
    );
  });

  it('otherwise gives the ERROR line and the root causes, not the stack frames', () => {
    const lines = [
      '2026-11-22T04:40:01Z  INFO 1 --- [main] Starting TravelContentApplication',
      '2026-11-22T04:40:04Z ERROR 1 --- [main] o.s.boot.SpringApplication : Application run failed',
      'org.springframework.beans.factory.BeanCreationException: Error creating bean',
      '\tat org.springframework.beans.factory.support.AbstractBeanFactory.getBean(AbstractBeanFactory.java:204)',
      'Caused by: com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure',
      '\tat com.mysql.cj.jdbc.ConnectionImpl.<init>(ConnectionImpl.java:456)',
      'Caused by: java.net.ConnectException: Connection refused',
      '\t... 37 common frames omitted',
    ];
    const summary = startupFailureSummary(lines);
    expect(summary).toContain('Application run failed');
    expect(summary).toContain('Caused by: java.net.ConnectException: Connection refused');
    expect(summary).toContain('Communications link failure');
    expect(summary).not.toContain('\tat ');
  });

  it("reads Spring's own start-up time", () => {
    expect(
      parseSpringStartup([
        '… Started TravelContentApplication in 7.42 seconds (process running for 8.1)',
      ]),
    ).toBe(7420);
    expect(parseSpringStartup(['nothing'])).toBeUndefined();
  });

  it('tells a start that lost its port to another process from one that failed on its own', () => {
    const lost = (text: string) =>
      new EnvironmentError(`pr: the app exited during startup:\n${text}`);
    expect(lostItsPort(lost('Web server failed to start. Port 40869 was already in use.'))).toBe(
      true,
    );
    expect(lostItsPort(lost('java.net.BindException: Address already in use'))).toBe(true);
    expect(lostItsPort(lost("Failed to bind properties under 'server.port'"))).toBe(false);
    expect(lostItsPort(new ConfigError('Port 80 was already in use'))).toBe(false);
  });
});
