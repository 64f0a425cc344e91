// Runs the installed docusaurus binary and parses what its --help output promises:
// the commands (with their arguments) and, per command, the options and printed defaults.
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {createRequire} from 'node:module';
import {siteDir} from './mdxPage';

const requireFromSite = createRequire(`${siteDir}/package.json`);
const binary = requireFromSite.resolve('@docusaurus/core/bin/docusaurus.mjs');

export type CliCommand = {name: string; args: string};
export type CliOption = {
  short: string | undefined;
  long: string;
  argument: string | undefined;
  defaultValue: string | undefined;
};

const execFileAsync = promisify(execFile);

/** Runs the installed docusaurus binary from this site's folder; resolves with both output streams. */
export async function runCliOutput(args: string[]): Promise<{stdout: string; stderr: string}> {
  return execFileAsync('node', [binary, ...args], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', NO_COLOR: '1'},
  });
}

export async function runCli(args: string[]): Promise<string> {
  return (await runCliOutput(args)).stdout;
}

/** The lines of one "Title:" block of commander's help output, with wrapped lines joined. */
function helpBlock(help: string, title: string): string[] {
  const lines = help.split('\n');
  const start = lines.indexOf(`${title}:`);
  if (start === -1) {
    return [];
  }
  const entries: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') {
      break;
    }
    // Entries start two spaces in; wrapped descriptions are indented much further.
    if (/^ {2}\S/.test(line) || entries.length === 0) {
      entries.push(line.trim());
    } else {
      entries[entries.length - 1] += ` ${line.trim()}`;
    }
  }
  return entries;
}

export function parseCommands(help: string): CliCommand[] {
  return helpBlock(help, 'Commands').map((entry) => {
    const usage = entry.split(/ {2,}/)[0] ?? '';
    const [name = '', ...rest] = usage.split(' ');
    return {name, args: rest.filter((part) => part !== '[options]').join(' ')};
  });
}

export function parseOptions(help: string): CliOption[] {
  return helpBlock(help, 'Options').map((entry) => {
    const match = /^(?:(-\w), )?(--[\w-]+)(?: ([<[][^>\]]+[>\]]))?(?: {2,}(.*))?$/.exec(entry);
    if (!match?.[2]) {
      throw new Error(`Unexpected option line in --help output: "${entry}"`);
    }
    const defaultMatch = /\(default:\s*([^)]*)\)/.exec(match[4] ?? '');
    return {short: match[1], long: match[2], argument: match[3], defaultValue: defaultMatch?.[1]};
  });
}
