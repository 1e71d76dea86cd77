/**
 * React's server HTML carries comments for React's own hydration: `<!--$-->…<!--/$-->` around each
 * Suspense boundary and `<!-- -->` between adjacent texts. Preact matches elements and texts only: it
 * placed each element that followed such a comment before it (a move of the whole subtree, all of it
 * styled and laid out again) and removed the comments afterwards. Removing them first leaves Preact
 * nothing to move.
 */
export function removeServerMarkers(container: Node): number {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  return comments.length;
}
