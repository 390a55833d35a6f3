/** The page's schema.org data of one type (a tool's page carries a Product and a BreadcrumbList). */
export const structuredData = (type: string) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!)).find((data) => data['@type'] === type);
