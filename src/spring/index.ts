// A Spring Boot app's declared Tomcat/Hikari/JVM settings resolved, linted and diffed (pure; the
// files are read by src/files/spring-files.ts).
export { resolveInspection, resolveSettings, datasourceName } from './resolve.js';
export {
  lintSettings,
  MYSQL_DEFAULT_MAX_CONNECTIONS,
  MYSQL_DEFAULT_WAIT_TIMEOUT_SEC,
} from './lint.js';
export { diffSettings, settingEntries } from './diff.js';
export { renderInspection, renderFindings } from './render.js';
export { HIKARI_DEFAULTS, TOMCAT_DEFAULTS } from './keys.js';
export type * from './types.js';
