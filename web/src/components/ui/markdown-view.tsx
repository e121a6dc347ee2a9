import { Box } from "@chakra-ui/react";
import type { AnchorHTMLAttributes } from "react";
import ReactMarkdown, { defaultUrlTransform } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";

/**
 * Markdown students read (announcements, pages), rendered safely: raw HTML is never rendered (no rehype-raw, and
 * `skipHtml` drops it), the output is sanitised with GitHub's allow-list, and only http(s),
 * mailto and tel links survive (`javascript:` and the like become inert text links).
 */
const SAFE_URL = /^(https?:|mailto:|tel:|#|\/)/i;

function safeUrl(url: string) {
  const cleaned = defaultUrlTransform(url);
  return SAFE_URL.test(cleaned) ? cleaned : "";
}

function Link({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!href) return <span>{children}</span>;
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

export function MarkdownView({ source }: { source: string }) {
  return (
    <Box
      className="announcement-markdown"
      fontSize="sm"
      lineHeight="tall"
      overflowWrap="anywhere"
      css={{
        "& p": { mb: "3" },
        "& ul, & ol": { ps: "5", mb: "3" },
        "& ul": { listStyleType: "disc" },
        "& ol": { listStyleType: "decimal" },
        "& h1, & h2, & h3, & h4": { fontWeight: "semibold", mt: "4", mb: "2" },
        "& h1": { fontSize: "xl" },
        "& h2": { fontSize: "lg" },
        "& a": { color: "brand.fg", textDecoration: "underline" },
        "& blockquote": {
          borderStartWidth: "3px",
          borderColor: "border.emphasized",
          ps: "3",
          color: "fg.muted",
        },
        "& code": { fontFamily: "mono", bg: "bg.muted", px: "1", borderRadius: "sm" },
        "& > :last-child": { mb: 0 },
      }}
    >
      <ReactMarkdown
        skipHtml
        rehypePlugins={[rehypeSanitize]}
        urlTransform={safeUrl}
        components={{ a: Link, img: () => null }}
      >
        {source}
      </ReactMarkdown>
    </Box>
  );
}
