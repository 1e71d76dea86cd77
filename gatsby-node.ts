import type { GatsbyNode } from 'gatsby';

/** Markdown frontmatter is typed up front so pages build even before any content exists. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type MarkdownRemark implements Node {
      frontmatter: Frontmatter
    }
    type Frontmatter {
      title: String
      path: String
      description: String
      template: String
      form: String
      hero: String
      date: Date @dateformat
      author: String
      tags: [String]
      order: Int
      looks: [Look]
    }
    type Look {
      title: String
      caption: String
      products: [String]
    }
  `);
};
