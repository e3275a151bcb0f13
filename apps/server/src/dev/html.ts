import { escapeHtml } from '@kabar/shared';

/** A plain page for the development tools; inline styles only, no scripts (the CSP forbids them). */
export function devPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body{margin:0;background:#fbf4f5;font-family:system-ui,Arial,sans-serif;color:#292524}
  main{max-width:760px;margin:0 auto;padding:24px 16px}
  h1{font-family:Georgia,serif;color:#813a4a;font-size:26px;margin:0 0 4px}
  .note{color:#78716c;font-size:14px;margin:0 0 20px}
  .card{background:#fff;border:1px solid #eccbd2;border-radius:14px;padding:16px;margin:0 0 12px}
  .meta{font-size:13px;color:#78716c}
  pre{white-space:pre-wrap;word-break:break-word;font-size:14px;background:#f5f5f4;border-radius:8px;padding:12px}
  button,.button{display:inline-block;border:0;border-radius:999px;background:#9f4a5c;color:#fff;font-weight:600;padding:10px 18px;font-size:15px;cursor:pointer;text-decoration:none}
  button.secondary{background:#e7e5e4;color:#292524}
  label{display:block;font-size:14px;margin:10px 0 4px}
  input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #d6d3d1;border-radius:10px;font-size:15px}
  h2{font-size:18px;margin:24px 0 10px}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
