// The part of madge's API (it ships no types) that test/unit/import-cycles.test.ts uses.
declare module 'madge' {
  interface MadgeResult {
    /** each file (relative to the folder) and the files it imports */
    obj(): Record<string, string[]>;
    /** each cycle, as the files on it */
    circular(): string[][];
  }
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: Record<string, unknown>;
  }
  export default function madge(path: string, config?: MadgeConfig): Promise<MadgeResult>;
}
