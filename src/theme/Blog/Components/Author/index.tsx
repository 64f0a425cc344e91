// Authors declared with an image and no name (the test blog has two) got an avatar whose <img>
// had no alt text: the stock component uses the name for it. Such an author is handed on with a
// name taken from the key it is listed under, and the name is hidden on screen, so the avatar
// looks as before while screen readers, the image's alt text and the author page's heading have
// a name to give.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Author from '@theme-original/Blog/Components/Author';
import type AuthorType from '@theme/Blog/Components/Author';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof AuthorType>;

export default function AuthorWrapper(props: Props): ReactNode {
  const {author, className} = props;
  if (author.name || author.title || !author.imageURL) {
    return <Author {...props} />;
  }
  const name = author.key ?? translate({id: 'site.blog.author.imageOnlyName', message: 'Author'});
  return (
    <Author
      {...props}
      author={{...author, name}}
      className={clsx(className, 'blog-author--image-only')}
    />
  );
}
