import { useParams } from 'react-router-dom';
import { BreachDetail, type BreachDetailProps } from './breach-detail';

/** The route element for /dashboard/breaches/:name. */
export function BreachDetailPage({ renderActions }: Pick<BreachDetailProps, 'renderActions'>) {
  const { name = '' } = useParams<{ name: string }>();
  return <BreachDetail name={name} {...(renderActions ? { renderActions } : {})} />;
}
