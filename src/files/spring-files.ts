// The I/O edge of inspection: find and read an app's config files, then resolve them (pure).
import { readFile, readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ConfigError } from '../errors.js';
import { resolveInspection } from '../spring/resolve.js';
import type {
  ConfigFileContent,
  ConfigLocation,
  EffectiveSettings,
  InspectOptions,
  InspectionDetail,
} from '../spring/types.js';

const CONFIG_FILE = /^application(?:-[^/\\]+)?\.(?:properties|ya?ml)$/;

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

async function configFilesIn(directory: string): Promise<string[]> {
  if (!(await isDirectory(directory))) return [];
  const names = await readdir(directory);
  return names.filter((name) => CONFIG_FILE.test(name)).sort();
}

/**
 * Where Spring Boot would look, for this directory: a checkout (src/main/resources is the classpath;
 * the app dir and its config/ are the working directory's locations) or a resources directory itself.
 */
async function locations(
  appDir: string,
): Promise<Array<{ directory: string; location: ConfigLocation }>> {
  const resources = join(appDir, 'src', 'main', 'resources');
  if (await isDirectory(resources)) {
    return [
      { directory: resources, location: 'classpath' },
      { directory: join(resources, 'config'), location: 'classpath-config' },
      { directory: appDir, location: 'file' },
      { directory: join(appDir, 'config'), location: 'file-config' },
    ];
  }
  return [
    { directory: appDir, location: 'classpath' },
    { directory: join(appDir, 'config'), location: 'classpath-config' },
  ];
}

/** Reads every application*.{properties,yml,yaml} Spring Boot would load from an app dir. */
export async function readConfigFiles(appDir: string): Promise<ConfigFileContent[]> {
  if (!(await isDirectory(appDir))) {
    throw new ConfigError(`${appDir} is not a directory`, {
      fix: 'pass the app checkout (the folder with src/main/resources) or a resources folder holding application.yml',
    });
  }
  const files: ConfigFileContent[] = [];
  for (const { directory, location } of await locations(appDir)) {
    for (const name of await configFilesIn(directory)) {
      const path = join(directory, name);
      const content = await readFile(path, 'utf8');
      files.push({ path: relative(appDir, path).split(sep).join('/'), location, content });
    }
  }
  return files;
}

/** Reads an app's config and returns its effective settings, their sources and the detail behind them. */
export async function inspectAppDetail(
  appDir: string,
  options: InspectOptions = {},
): Promise<InspectionDetail> {
  return inspectFiles(await readConfigFiles(appDir), appDir, options);
}

/** The inspection of config files already read from `appDir` (readConfigFiles). */
export function inspectFiles(
  files: readonly ConfigFileContent[],
  appDir: string,
  options: InspectOptions = {},
): InspectionDetail {
  const detail = resolveInspection(files, options);
  if (files.length === 0) {
    detail.settings.findings.unshift({
      rule: 'spring-no-config-files',
      level: 'notice',
      message: `no application.yml / application.properties under ${appDir} (src/main/resources, config/ or the folder itself): every value is a default.`,
      keys: [],
    });
  }
  return detail;
}

/** Reads an app's config and returns its effective settings (the JSON the gate stores per side). */
export async function inspectApp(
  appDir: string,
  options: InspectOptions = {},
): Promise<EffectiveSettings> {
  return (await inspectAppDetail(appDir, options)).settings;
}
