/**
 * The whole 404 page for a host that is no dealer's site, answered by the proxy itself: it names no
 * dealer, needs no JavaScript and no database row, and costs nothing to serve to scanners.
 */
export function unknownHostPage(nonce: string): string {
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>No dealer site here</title>
<style nonce="${nonce}">
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f5;color:#171717;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:32rem;margin:1rem;padding:2rem;background:#fff;border:1px solid #e5e5e5;border-radius:.5rem}
p.kicker{margin:0;font-size:.875rem;font-weight:600;letter-spacing:.05em;text-transform:uppercase;color:#525252}
h1{margin:.5rem 0 0;font-size:1.5rem}
p{line-height:1.5;color:#404040}
</style>
</head>
<body>
<main>
<p class="kicker">Error 404</p>
<h1>No dealer site here</h1>
<p>This web address isn't set up as a dealer website. If you followed a link, it may be out of date; if you typed the address, please check the spelling.</p>
<p>Dealers: ask your Forecourt contact to connect this domain to your site.</p>
</main>
</body>
</html>
`;
}
