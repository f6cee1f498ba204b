import { contextBridge, ipcRenderer } from 'electron';
import { exposeApi } from './expose-api';

exposeApi(contextBridge, ipcRenderer);
