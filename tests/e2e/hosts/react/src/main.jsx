// A React 18 partner app using the npm package's standard build: `open` bound to React state, gd-close
// bringing the state back when the modal closes itself, gd-login shown by the app.
import 'gamedeck/elements/gd-header';
import 'gamedeck/elements/gd-login';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

const api = document.querySelector('meta[name="gamedeck-origin"]').content;

function App() {
  const [open, setOpen] = useState(false);
  const [account, setAccount] = useState('');
  const [closes, setCloses] = useState(0);
  const login = useRef(null);

  useEffect(() => {
    const element = login.current;
    const onClose = () => {
      setOpen(false);
      setCloses((count) => count + 1);
    };
    const onLogin = (event) => setAccount(event.detail.account);
    const onNavigate = (event) => event.preventDefault();
    element.addEventListener('gd-close', onClose);
    element.addEventListener('gd-login', onLogin);
    document.addEventListener('gd-navigate', onNavigate);
    return () => {
      element.removeEventListener('gd-close', onClose);
      element.removeEventListener('gd-login', onLogin);
      document.removeEventListener('gd-navigate', onNavigate);
    };
  }, []);

  return (
    <>
      <gd-header api-base={api}></gd-header>
      <button type="button" onClick={() => setOpen(true)}>
        Open login
      </button>
      <output id="state">{open ? 'open' : 'closed'}</output>
      <output id="closes">{closes}</output>
      <output id="account">{account}</output>
      <gd-login ref={login} mode="modal" open={open} api-base={api}></gd-login>
    </>
  );
}

createRoot(document.getElementById('app')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
