import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LinkForm } from '../features/session/link-form';

/**
 * /admin/link#<token>: the one-time link an owner made (a link made before docs/decisions/053 carried the token in
 * the path, /admin/link/<token>, and is still read). The token is kept by the page and dropped from the address,
 * so it stays out of the history and of any Referer; the person chooses their password, twice, and is signed in.
 */
export default function LinkPage() {
  const params = useParams();
  const location = useLocation();
  const [token] = useState(() => params.token ?? location.hash.slice(1));
  const navigate = useNavigate();
  const inAddress = Boolean(params.token ?? location.hash);
  useEffect(() => {
    if (inAddress) void navigate('/admin/link', { replace: true });
  }, [inAddress, navigate]);
  return <LinkForm token={token} />;
}
