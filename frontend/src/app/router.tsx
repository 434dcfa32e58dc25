import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { RouteError } from './RouteError';

// Every screen is its own chunk, so the first visit downloads only the shell and the page it needs.
const LandingPage = lazy(() => import('@/routes/LandingPage'));
const ChatPage = lazy(() => import('@/routes/ChatPage'));
const QuizPage = lazy(() => import('@/routes/QuizPage'));
const FaqPage = lazy(() => import('@/routes/FaqPage'));
const AboutPage = lazy(() => import('@/routes/AboutPage'));
const PrivacyPage = lazy(() => import('@/routes/PrivacyPage'));
const TermsPage = lazy(() => import('@/routes/TermsPage'));
const ContactPage = lazy(() => import('@/routes/ContactPage'));
const BlogListPage = lazy(() => import('@/routes/BlogListPage'));
const BlogArticlePage = lazy(() => import('@/routes/BlogArticlePage'));
const LessonPage = lazy(() => import('@/routes/LessonPage'));
const NotFoundPage = lazy(() => import('@/routes/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Last resort if the layout itself fails.
    errorElement: <RouteError />,
    children: [
      {
        // Page errors render inside the layout, so the header and crisis button stay available.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'chat', element: <ChatPage /> },
          { path: 'quiz', element: <QuizPage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'resources', element: <BlogListPage /> },
          { path: 'resources/:slug', element: <BlogArticlePage /> },
          { path: 'article/:id', element: <LessonPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter([{ path: '/', children: routes }]);
}
