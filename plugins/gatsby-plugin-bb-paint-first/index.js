// A Gatsby plugin's entry; its work is in gatsby-node.ts.
