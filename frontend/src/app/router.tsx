import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout, PageFallback } from './Layout';
import { RouteError } from './RouteError';

/**
 * Every screen is its own chunk, loaded by the router (route `lazy`): the first visit downloads only the
 * shell and the page it needs, and on later navigations the current page stays up until the next is ready.
 */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Last resort if the layout itself fails.
    errorElement: <RouteError />,
    children: [
      {
        // Page errors render inside the layout, so the header and crisis button stay available.
        errorElement: <RouteError />,
        // Shown inside the layout while the first page's chunk loads.
        hydrateFallbackElement: <PageFallback />,
        children: [
          { index: true, lazy: page(() => import('@/routes/LandingPage')) },
          { path: 'chat', lazy: page(() => import('@/routes/ChatPage')) },
          { path: 'quiz', lazy: page(() => import('@/routes/QuizPage')) },
          { path: 'faq', lazy: page(() => import('@/routes/FaqPage')) },
          { path: 'about', lazy: page(() => import('@/routes/AboutPage')) },
          { path: 'privacy', lazy: page(() => import('@/routes/PrivacyPage')) },
          { path: 'terms', lazy: page(() => import('@/routes/TermsPage')) },
          { path: 'contact', lazy: page(() => import('@/routes/ContactPage')) },
          { path: 'safety', lazy: page(() => import('@/routes/SafetyPage')) },
          { path: 'safety-plan', lazy: page(() => import('@/routes/SafetyPlanPage')) },
          { path: 'grounding', lazy: page(() => import('@/routes/GroundingPage')) },
          { path: 'mood', lazy: page(() => import('@/routes/MoodPage')) },
          { path: 'resources', lazy: page(() => import('@/routes/BlogListPage')) },
          { path: 'resources/:slug', lazy: page(() => import('@/routes/BlogArticlePage')) },
          { path: 'article/:id', lazy: page(() => import('@/routes/LessonPage')) },
          { path: '*', lazy: page(() => import('@/routes/NotFoundPage')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter([{ path: '/', children: routes }]);
}
