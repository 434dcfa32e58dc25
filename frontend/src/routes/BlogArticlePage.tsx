import { useParams } from 'react-router-dom';
import { articles, findArticleBySlug } from '@/content/articles';
import { ArticleNotFound, ArticleView } from '@/features/library/ArticleView';

export default function BlogArticlePage() {
  const { slug } = useParams<{ slug: string }>();
  const article = findArticleBySlug(slug);
  if (!article) return <ArticleNotFound />;
  // Keyed by slug so moving to a related article starts with a closed contents panel.
  return <ArticleView key={article.slug} article={article} articles={articles} />;
}
