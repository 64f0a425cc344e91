/**
 * Code lines without highlighting, in the shape Prism's Highlight hands to the theme's Line
 * component: what a code block shows while Prism is still on its way (./highlighter).
 */
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

/** One plain token a line; an empty line gets a line break, as Prism's own output does. */
export function plainTokens(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((text) => [
      text === ''
        ? {types: ['plain'], content: '\n', empty: true}
        : {types: ['plain'], content: text},
    ]);
}

/** Line props as Prism's Highlight makes them: the theme's plain colour, no background. */
export function plainLineProps(theme: PrismTheme): (input: LineInputProps) => LineOutputProps {
  const style = {...theme.plain, backgroundColor: undefined};
  return ({className, line: _line, style: extra, ...rest}) => ({
    ...rest,
    className: className ? `token-line ${className}` : 'token-line',
    style: extra ? {...style, ...extra} : style,
  });
}

/** Token props as Prism's Highlight makes them for plain text. */
export function plainTokenProps({token}: TokenInputProps): TokenOutputProps {
  return {
    className: 'token plain',
    children: token.content,
    style: token.empty ? {display: 'inline-block'} : undefined,
  };
}
