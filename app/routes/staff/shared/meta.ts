/** A staff page's head: its title, and no search engine indexes it or follows its links. */
export const staffMeta = (title: string) => [
  { title },
  { name: "robots", content: "noindex, nofollow" },
];
