import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ScenarioListPage, ScenarioPlayerPage } from './routes';

const params = new URLSearchParams(window.location.search);
const id = params.get('id');
params.delete('id');
window.history.replaceState(null, '', id ? `/scenarios/${id}?${params.toString()}` : '/scenarios');
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="/scenarios" element={<ScenarioListPage />} />
      <Route path="/scenarios/:id" element={<ScenarioPlayerPage />} />
    </Routes>
  </BrowserRouter>,
);
