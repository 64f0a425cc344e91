import {describe, expect, it} from 'vitest';
import {withoutTranslateDescriptions} from '../translateDescriptions';

describe('translation descriptions in the browser scripts', () => {
  it('leave <Translate> props and translate() messages, keeping the rest', () => {
    const code =
      'x((0,a.jsx)(T.A,{id:"theme.docs.next",description:"Label of the next link",children:"Next"}));' +
      'y((0,t.T)({id:"site.zoom.image",message:"Enlarge",description:"The button\'s label"}));' +
      'z((0,a.jsx)(T.A,{id:"a.b",values:{n:1},description:"last"}));';
    const {code: out, removed} = withoutTranslateDescriptions(code);
    expect(removed).toBe(3);
    expect(out).toBe(
      'x((0,a.jsx)(T.A,{id:"theme.docs.next",children:"Next"}));' +
        'y((0,t.T)({id:"site.zoom.image",message:"Enlarge"}));' +
        'z((0,a.jsx)(T.A,{id:"a.b",values:{n:1}}));',
    );
  });

  it('keep descriptions that are data: front matter, metadata, an element id', () => {
    const code = [
      'let m={id:"code-blocks",title:"Code blocks",description:"Syntax highlighting"};',
      'let d={id:"intro",description:"What it is"};',
      'x((0,a.jsx)("section",{id:"features",description:"not a translation",children:1}));',
      'let j=JSON.parse(\'{"id":"a.b","description":"kept","message":"m"}\');',
    ].join('');
    expect(withoutTranslateDescriptions(code)).toEqual({code, removed: 0});
  });

  it('fails on a script it cannot parse, rather than guess', () => {
    expect(() => withoutTranslateDescriptions('let = ;')).toThrow();
  });
});
