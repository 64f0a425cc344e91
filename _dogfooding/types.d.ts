// Media files the test pages import: the bundler turns them into URLs (Docusaurus' asset rules).
declare module '*.wav' {
  const src: string;
  export default src;
}
