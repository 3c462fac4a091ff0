// The floor for `npm run bench`: the least an extension popup can do to hand out a short link,
// with no framework, no checks and no styling. It is its own extension (manifest.json), run in
// its own browser, as a competitor's popup would be; Snaplink's popup is measured against it.
const out = document.getElementById('link');
const show = (link) => {
  out.value = link;
  performance.mark('snaplink:link-visible');
  navigator.clipboard.writeText(link).catch(() => {});
};

const [[tab], stored] = await Promise.all([
  chrome.tabs.query({ active: true, currentWindow: true }),
  chrome.storage.local.get(['baseUrl', 'apiKey', 'links']),
]);
const links = stored.links ?? {};
const known = links[tab.url];
if (known) {
  show(known); // shortened before: no request
} else {
  const res = await fetch(`${stored.baseUrl}/links`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${stored.apiKey}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ original_url: tab.url, title: tab.title }),
  });
  const link = (await res.json()).short_url;
  show(link);
  await chrome.storage.local.set({ links: { ...links, [tab.url]: link } });
}
performance.mark('snaplink:settled'); // its work done: the bench may close it
