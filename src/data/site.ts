/** Facts about the site shared by the config, pages and tests. */
export const site = {
  /** The framework release this site documents and is built with. */
  version: '3.8.1',
  /** The release the announcement bar and home page point to. */
  announcedVersion: '3.8',
  repoUrl: 'https://github.com/facebook/docusaurus',
  discordUrl: 'https://discord.gg/docusaurus',
  stackOverflowUrl: 'https://stackoverflow.com/questions/tagged/docusaurus',
  copyright: `Copyright © ${new Date().getFullYear()} The Docusaurus website team. Built with Docusaurus.`,
} as const;
