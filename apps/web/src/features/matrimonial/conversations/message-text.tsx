import { Anchor } from '@mantine/core';
import { messageParts } from './message-links.ts';

/**
 * A message's text in its own direction (the caller gives `dir="auto"` to its block), with its links
 * and numbers as links only once the writer's side shared contact (message-links.ts). Each link or
 * number is isolated left to right, so "+91 98765 43210" keeps its order inside Urdu.
 */
export function MessageText({ body, shared }: { body: string; shared: boolean }) {
  return (
    <>
      {messageParts(body, shared).map((part, index) => {
        // The parts are fixed by the text: their place is their identity.
        if (part.kind === 'text') return <span key={index}>{part.text}</span>;
        if (part.kind === 'plain')
          return (
            <bdi key={index} dir="ltr">
              {part.text}
            </bdi>
          );
        return (
          <bdi key={index} dir="ltr">
            <Anchor
              href={part.href}
              {...(part.kind === 'link' ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
              inherit
              underline="always"
            >
              {part.text}
            </Anchor>
          </bdi>
        );
      })}
    </>
  );
}
