// Articles are WordPress posts (post_type `post`): these helpers turn a WP_Post into the
// JSON the routes answer with, find a post the current visitor may read, and build the
// errors the routes share. Everything here is translated to a PHP module class.
import { current_user_can, get_permalink, get_post, mysql_to_rfc3339, WP_Error, WP_Post } from 'ts2wp/wordpress';

/** One article as the API shows it (dates as WordPress's REST API writes them). */
export interface Article {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  status: string;
  author: number;
  date: string;
  modified: string;
  link: string;
}

export function toArticle(post: WP_Post): Article {
  return {
    id: post.ID,
    title: post.post_title,
    content: post.post_content,
    excerpt: post.post_excerpt,
    status: post.post_status,
    author: Number(post.post_author),
    date: mysql_to_rfc3339(post.post_date),
    modified: mysql_to_rfc3339(post.post_modified),
    link: get_permalink(post) || '',
  };
}

/**
 * The post behind an article id, or null when there is none the visitor may see: not a
 * `post`, in the trash, or unpublished and not readable by the current user.
 */
export function findArticle(id: number): WP_Post | null {
  const post = get_post(id);
  if (!(post instanceof WP_Post) || post.post_type !== 'post' || post.post_status === 'trash') return null;
  if (post.post_status !== 'publish' && !current_user_can('read_post', post.ID)) return null;
  return post;
}

export function notFound(id: number): WP_Error {
  return new WP_Error('blog_article_not_found', `No article with id ${id}.`, { status: 404 });
}

export function forbidden(action: string): WP_Error {
  return new WP_Error('blog_forbidden', `Sorry, you are not allowed to ${action}.`, { status: 403 });
}
