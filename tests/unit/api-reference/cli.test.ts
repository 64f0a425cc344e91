// The CLI reference must cover every command and option that the installed docusaurus
// binary prints in its --help output, run in this site so that plugin commands appear too.
import {beforeAll, describe, expect, it} from 'vitest';
import {codeSpan, column, readDoc, section} from './mdxPage';
import {parseCommands, parseOptions, runCli, type CliCommand, type CliOption} from './cliHelp';

const PAGE = 'docs/cli.mdx';
const page = readDoc(PAGE);

// Options every command has; the page documents them once under "Global options".
const GLOBAL_OPTIONS = new Set(['--help', '--version']);
// Commands added by extra docs plugin instances are documented once, generically.
const PER_INSTANCE_DOCS_VERSION = /^docs:version:(.+)$/;

type CommandHelp = CliCommand & {options: CliOption[]};
let topLevelHelp = '';
let commands: CommandHelp[] = [];

function sectionId(name: string): string {
  return PER_INSTANCE_DOCS_VERSION.test(name)
    ? 'docs-version-plugin-id'
    : name.replaceAll(':', '-');
}

function documentedUsage(command: CliCommand): string {
  const name = PER_INSTANCE_DOCS_VERSION.test(command.name)
    ? 'docs:version:<pluginId>'
    : command.name;
  return `docusaurus ${name} ${command.args}`.trim();
}

function optionLabel(option: Pick<CliOption, 'short' | 'long'>): string {
  return option.short ? `${option.short}, ${option.long}` : option.long;
}

/** Option rows of the tables whose first header cell is "Option" in a command's section. */
function documentedOptions(id: string) {
  return section(page, id)
    .tables.filter((table) => table.header[0] === 'Option')
    .flatMap((table) =>
      table.rows.map((row) => ({
        label: codeSpan(row[0] ?? '') ?? row[0] ?? '',
        argument: codeSpan(column(table, row, 'Argument') ?? ''),
        defaultCell: column(table, row, 'Default') ?? '',
      })),
    );
}

const normalize = (text: string) => text.replace(/[`'"\s]/g, '').toLowerCase();

beforeAll(async () => {
  topLevelHelp = await runCli(['--help']);
  // Commands the CLI does not know natively load the site's plugins first: run them in parallel.
  commands = await Promise.all(
    parseCommands(topLevelHelp).map(async (command) => ({
      ...command,
      options: parseOptions(await runCli([command.name, '--help'])),
    })),
  );
}, 120_000);

describe(`${PAGE} covers the installed docusaurus CLI`, () => {
  it('finds the built-in commands in --help (sanity check of the parser)', () => {
    const names = commands.map((command) => command.name);
    expect(names).toEqual(
      expect.arrayContaining(['start', 'build', 'swizzle', 'deploy', 'serve', 'clear']),
    );
    expect(names, 'the docs plugin adds docs:version through extendCli').toContain('docs:version');
  });

  it('has a section per command, titled with its usage', () => {
    const problems = commands.flatMap((command) => {
      const id = sectionId(command.name);
      const heading = page.headings.find((candidate) => candidate.id === id);
      if (!heading) {
        return [`${command.name}: add a "## \`${documentedUsage(command)}\` {#${id}}" section`];
      }
      const title = codeSpan(heading.text);
      return title === documentedUsage(command)
        ? []
        : [
            `${command.name}: the heading shows "${title ?? heading.text}" but the usage is "${documentedUsage(command)}"`,
          ];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('documents no command that the CLI does not have', () => {
    const expected = new Set(commands.map((command) => documentedUsage(command)));
    const extra = page.headings
      .map((heading) => codeSpan(heading.text))
      .filter((title): title is string => title?.startsWith('docusaurus ') === true)
      .filter((title) => !expected.has(title));
    expect(extra, `Sections for unknown commands: ${extra.join(', ')}`).toEqual([]);
  });

  it('lists exactly the options of each command, with their short aliases and arguments', () => {
    const problems = commands.flatMap((command) => {
      const id = sectionId(command.name);
      const documented = documentedOptions(id);
      const expected = command.options.filter((option) => !GLOBAL_OPTIONS.has(option.long));
      const missing = expected
        .filter((option) => !documented.some((row) => row.label === optionLabel(option)))
        .map((option) => `${command.name}: option "${optionLabel(option)}" is not in the table`);
      const extra = documented
        .filter((row) => !expected.some((option) => optionLabel(option) === row.label))
        .map(
          (row) => `${command.name}: the table lists "${row.label}", which --help does not print`,
        );
      const wrongArgument = expected.flatMap((option) => {
        const row = documented.find((candidate) => candidate.label === optionLabel(option));
        return row && row.argument !== option.argument
          ? [
              `${command.name} ${option.long}: argument ${row.argument ?? 'none'} documented, --help says ${option.argument ?? 'none'}`,
            ]
          : [];
      });
      return [...missing, ...extra, ...wrongArgument];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('states the defaults that --help prints', () => {
    const problems = commands.flatMap((command) =>
      command.options.flatMap((option) => {
        const row = documentedOptions(sectionId(command.name)).find(
          (candidate) => candidate.label === optionLabel(option),
        );
        const printed = option.defaultValue?.split(',')[0];
        if (
          !row ||
          printed === undefined ||
          normalize(row.defaultCell).includes(normalize(printed))
        ) {
          return [];
        }
        return [
          `${command.name} ${option.long}: default "${row.defaultCell}" documented, --help says "${option.defaultValue}"`,
        ];
      }),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('documents the global options once', () => {
    const documented = documentedOptions('global-options').map((row) => row.label);
    const expected = parseOptions(topLevelHelp).map(optionLabel);
    expect(documented.sort()).toEqual(expected.sort());
  });
});
