/** Every screen of the product, with the main heading each one shows. */
export interface RouteCase {
  /** File-name friendly name for screenshots and axe reports. */
  name: string;
  path: string;
  heading: string | RegExp;
}

export const ROUTES: RouteCase[] = [
  { name: 'landing', path: '/', heading: 'A calm place to talk about how you feel' },
  { name: 'chat', path: '/chat', heading: /^Chat with / },
  { name: 'quiz', path: '/quiz', heading: 'Attachment Style Quiz' },
  { name: 'faq', path: '/faq', heading: 'Frequently Asked Questions' },
  { name: 'about', path: '/about', heading: /^About / },
  { name: 'privacy', path: '/privacy', heading: 'Privacy Policy' },
  { name: 'terms', path: '/terms', heading: 'Terms and Conditions' },
  { name: 'contact', path: '/contact', heading: 'Get in Touch' },
  { name: 'blog-list', path: '/resources', heading: 'Wellness Blog' },
  {
    name: 'blog-article',
    path: '/resources/when-everything-feels-too-much',
    heading: 'When Everything Feels Like Too Much',
  },
  { name: 'blog-article-unknown', path: '/resources/no-such-article', heading: 'Post Not Found' },
  { name: 'lesson', path: '/article/emotional-overwhelm', heading: /\S/ },
  { name: 'lesson-unknown', path: '/article/no-such-topic', heading: 'Article Not Found' },
  { name: 'not-found', path: '/this/page/does-not-exist', heading: '404 - Page Not Found' },
];
